/** Name pools for seeded people: the team works across Ukraine, Poland and English-speaking markets. */
export const FIRST_NAMES = [
  "Andrii", "Oksana", "Dmytro", "Iryna", "Serhii", "Kateryna", "Yurii", "Natalia", "Bohdan", "Sofiia",
  "Tomasz", "Agnieszka", "Krzysztof", "Magdalena", "Pawel", "Joanna", "Michal", "Zofia",
  "James", "Olivia", "Daniel", "Hannah", "Ryan", "Chloe", "Lucas", "Grace", "Nathan", "Amelia",
] as const;

export const LAST_NAMES = [
  "Shevchenko", "Bondarenko", "Tkachenko", "Kravchenko", "Oliinyk", "Shevchuk", "Polishchuk", "Lysenko",
  "Marchenko", "Savchenko", "Kowalski", "Wisniewski", "Wojcik", "Kaminski", "Lewandowski", "Dabrowski",
  "Mazur", "Krawczyk", "Smith", "Johnson", "Walker", "Turner", "Hughes", "Bennett", "Foster", "Reed",
] as const;

export const EMAIL_DOMAINS = ["example.com", "example.org", "example.net"] as const;

/** Lower-case ASCII login/e-mail part from a display name. */
export const slug = (text: string): string => text.toLowerCase().replace(/[^a-z0-9]+/g, "");
