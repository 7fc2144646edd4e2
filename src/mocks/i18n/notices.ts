import type { MockLanguage } from "./language";

/** The mock's notification texts; stored as key and values, worded in the user's language when sent. */
type Params = Record<string, string | number | Readonly<Record<MockLanguage, string>>>;
type Wording = readonly [title: string, body: string];

const NOTICES = {
  server_updated_version: {
    en: ["Server updated", "Server {server} finished updating to version {version}"],
    ua: ["Сервер оновлено", "Сервер {server} оновлено до версії {version}"],
    ru: ["Сервер обновлён", "Сервер {server} обновлён до версии {version}"],
    pl: ["Serwer zaktualizowany", "Serwer {server} zaktualizowano do wersji {version}"],
  },
  server_update_done: {
    en: ["Server updated", "Server {server} finished updating"],
    ua: ["Сервер оновлено", "Сервер {server} завершив оновлення"],
    ru: ["Сервер обновлён", "Сервер {server} завершил обновление"],
    pl: ["Serwer zaktualizowany", "Serwer {server} zakończył aktualizację"],
  },
  proxy_config_reloaded: {
    en: ["Proxy config reloaded", "Proxy config {config} reloaded: {count} proxies"],
    ua: ["Конфігурацію проксі перезавантажено", "Конфігурацію проксі {config} перезавантажено, проксі: {count}"],
    ru: ["Конфигурация прокси перезагружена", "Конфигурация прокси {config} перезагружена, прокси: {count}"],
    pl: ["Konfiguracja proxy przeładowana", "Konfiguracja proxy {config} przeładowana, proxy: {count}"],
  },
  campaign_completed: {
    en: ["Campaign finished", 'Campaign "{campaign}" completed {count} installs'],
    ua: ["Кампанію завершено", "Кампанію «{campaign}» завершено, встановлень: {count}"],
    ru: ["Кампания завершена", "Кампания «{campaign}» завершена, установок: {count}"],
    pl: ["Kampania zakończona", "Kampania „{campaign}” zakończona, instalacje: {count}"],
  },
  campaign_finished: {
    en: ["Campaign finished", "{app} in {locale}: {done} of {planned} installs."],
    ua: ["Кампанію завершено", "{app}, {locale}: {done} з {planned} встановлень."],
    ru: ["Кампания завершена", "{app}, {locale}: {done} из {planned} установок."],
    pl: ["Kampania zakończona", "{app}, {locale}: {done} z {planned} instalacji."],
  },
  campaign_progress: {
    en: ["Campaign progress", "Campaign {campaign} reached {percent}% of today's installs"],
    ua: ["Перебіг кампанії", "Кампанія {campaign} досягла {percent}% сьогоднішніх встановлень"],
    ru: ["Ход кампании", "Кампания {campaign} достигла {percent}% сегодняшних установок"],
    pl: ["Postęp kampanii", "Kampania {campaign} osiągnęła {percent}% dzisiejszych instalacji"],
  },
  sms_balance_low: {
    en: ["SMS balance low", "The SMS service balance is below {amount} USD"],
    ua: ["Низький баланс SMS", "Баланс SMS-сервісу нижчий за {amount} USD"],
    ru: ["Низкий баланс SMS", "Баланс SMS-сервиса ниже {amount} USD"],
    pl: ["Niskie saldo SMS", "Saldo usługi SMS jest poniżej {amount} USD"],
  },
  new_feedback: {
    en: ["New feedback", "{count} new reviews were added for {app}"],
    ua: ["Нові відгуки", "Нові відгуки для {app}: {count}"],
    ru: ["Новые отзывы", "Новые отзывы для {app}: {count}"],
    pl: ["Nowe opinie", "Nowe opinie dla {app}: {count}"],
  },
  machine_offline: {
    en: ["Machine offline", "Machine {machine} has not reported for {minutes} minutes"],
    ua: ["Машина не на зв’язку", "Машина {machine} не звітує вже {minutes} хв"],
    ru: ["Машина не на связи", "Машина {machine} не отвечает уже {minutes} мин"],
    pl: ["Maszyna offline", "Maszyna {machine} nie zgłasza się od {minutes} min"],
  },
  machine_back: {
    en: ["Machine back online", "Machine {machine} reported again after a restart"],
    ua: ["Машина знову на зв’язку", "Машина {machine} знову звітує після перезапуску"],
    ru: ["Машина снова на связи", "Машина {machine} снова отвечает после перезапуска"],
    pl: ["Maszyna znów online", "Maszyna {machine} znów się zgłasza po restarcie"],
  },
  accounts_imported: {
    en: ["Accounts imported", "{count} test accounts were imported from {file}"],
    ua: ["Акаунти імпортовано", "Імпортовано тестових акаунтів із {file}: {count}"],
    ru: ["Аккаунты импортированы", "Импортировано тестовых аккаунтов из {file}: {count}"],
    pl: ["Konta zaimportowane", "Zaimportowano konta testowe z {file}: {count}"],
  },
  keyword_positions: {
    en: ["Keyword positions", "Daily keyword positions are ready for {count} apps"],
    ua: ["Позиції ключових слів", "Щоденні позиції ключових слів готові, застосунків: {count}"],
    ru: ["Позиции ключевых слов", "Ежедневные позиции ключевых слов готовы, приложений: {count}"],
    pl: ["Pozycje słów kluczowych", "Dzienne pozycje słów kluczowych są gotowe, aplikacje: {count}"],
  },
  welcome: {
    en: ["Welcome aboard", "Your account was approved."],
    ua: ["Ласкаво просимо", "Ваш обліковий запис схвалено."],
    ru: ["Добро пожаловать", "Ваша учётная запись одобрена."],
    pl: ["Witamy na pokładzie", "Twoje konto zostało zatwierdzone."],
  },
  server_created: {
    en: ["Server created", "{server} joined the fleet."],
    ua: ["Сервер додано", "{server} приєднався до парку."],
    ru: ["Сервер добавлен", "{server} присоединился к парку."],
    pl: ["Serwer dodany", "{server} dołączył do floty."],
  },
  server_changed: {
    en: ["Server updated", "{server} was changed."],
    ua: ["Сервер оновлено", "{server} змінено."],
    ru: ["Сервер обновлён", "{server} изменён."],
    pl: ["Serwer zaktualizowany", "{server} został zmieniony."],
  },
  update_pushed: {
    en: ["Update pushed", "{servers} now run bot {version}."],
    ua: ["Оновлення надіслано", "{servers}: тепер бот {version}."],
    ru: ["Обновление отправлено", "{servers}: теперь бот {version}."],
    pl: ["Aktualizacja wysłana", "{servers}: teraz bot {version}."],
  },
  proxies_reloaded: {
    en: ["Proxies reloaded", "Config {config}: {count} proxies refreshed."],
    ua: ["Проксі перезавантажено", "Конфігурація {config}: оновлено проксі: {count}."],
    ru: ["Прокси перезагружены", "Конфигурация {config}: обновлено прокси: {count}."],
    pl: ["Proxy przeładowane", "Konfiguracja {config}: odświeżono proxy: {count}."],
  },
} as const satisfies Record<string, Record<MockLanguage, Wording>>;

export type NoticeKey = keyof typeof NOTICES;

export interface Notice {
  key: NoticeKey;
  params?: Params;
}

const fill = (template: string, language: MockLanguage, params: Params = {}): string =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    return typeof value === "object" ? value[language] : String(value);
  });

export const wordNotice = ({ key, params }: Notice, language: MockLanguage): { title: string; body: string } => {
  const [title, body] = NOTICES[key][language];
  return { title: fill(title, language, params), body: fill(body, language, params) };
};
