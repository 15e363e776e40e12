import { spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '../..');

describe('serve-nginx', () => {
  // Only root hands nginx's workers to `nobody`; as any other user they read what the user reads.
  it.skipIf(process.getuid?.() !== 0)(
    'refuses up front, saying what to do, when nginx workers cannot read the checkout',
    () => {
      const secret = mkdtempSync(join(tmpdir(), 'private-'));
      try {
        chmodSync(secret, 0o700);
        const checkout = join(secret, 'site');
        for (const dir of ['scripts', 'deploy', 'out'])
          mkdirSync(join(checkout, dir), { recursive: true });
        copyFileSync(
          join(root, 'scripts/serve-nginx.mjs'),
          join(checkout, 'scripts/serve-nginx.mjs'),
        );
        writeFileSync(join(checkout, 'deploy/nginx.conf'), 'server { listen 80; }\n');
        writeFileSync(join(checkout, 'out/index.html'), '<!doctype html>');
        const run = spawnSync('node', [join(checkout, 'scripts/serve-nginx.mjs'), '1'], {
          encoding: 'utf8',
          timeout: 20_000,
        });
        expect(run.status).toBe(1);
        expect(run.stderr).toContain(`cannot read ${secret}`);
        expect(run.stderr).toMatch(/chmod o\+rx/);
      } finally {
        rmSync(secret, { recursive: true, force: true });
      }
    },
  );
});
