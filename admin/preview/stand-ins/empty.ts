// `server-only` in the admin preview's bundle, where the server's modules render in the browser.
export {};
