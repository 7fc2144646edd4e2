// Where the `api` project's servers listen (playwright.config.ts, apiFixtures.ts): `npm run api` on
// a fixed port, which the build in dist-api/ was made to call (VITE_API_URL), and that build's preview.
export const API_PORT = Number(process.env.E2E_API_PORT ?? 8788);
export const API_PREVIEW_PORT = Number(process.env.E2E_API_PREVIEW_PORT ?? 4175);
export const API_ORIGIN = `http://127.0.0.1:${API_PORT}`;
/** What the dist-api/ build calls: VITE_API_URL. */
export const API_URL = `${API_ORIGIN}/api`;
export const API_PREVIEW_URL = `http://127.0.0.1:${API_PREVIEW_PORT}`;
