// The `process` of Node in the admin preview's bundle (lib/content/routes.ts names its folder).
export const process = { cwd: () => '/', env: {} };
