import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '../..');
const readme = readFileSync(join(root, 'README.md'), 'utf8');
const deploy = readme.slice(
  readme.indexOf('## Deploying'),
  readme.indexOf('\n## ', readme.indexOf('## Deploying') + 1),
);

describe("README's deploy section", () => {
  it('says the Observatory grade depends on TLS in front and an HTTP to HTTPS redirect', () => {
    expect(deploy).toMatch(
      /grade depends on the host: only with TLS\s+in front and the HTTP→HTTPS redirect/,
    );
    expect(deploy).toMatch(/redirect every `http:\/\/`\s+request to `https:\/\/`/);
  });

  it('lists the EmailJS dashboard settings that stop abuse of the public key', () => {
    expect(deploy).toMatch(/honeypot only stops bots/);
    expect(deploy).toMatch(/\*\*Allowed origins \/ domains:\*\*/);
    expect(deploy).toMatch(/\*\*Rate limit:\*\*/);
  });

  it('describes what nginx does as the generated config does it', () => {
    const nginx = readFileSync(join(root, 'deploy/nginx.conf'), 'utf8');
    expect(deploy).toContain('405 with `Allow: GET, HEAD`');
    expect(nginx).toContain('add_header Allow "GET, HEAD" always;');
    expect(deploy).toContain('`^~` prefix');
    expect(nginx).toContain('location ^~ /_next/static/ {');
  });
});
