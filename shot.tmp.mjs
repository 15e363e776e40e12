import { chromium } from '@playwright/test';
const [,, url, out, width='1440', sel='table'] = process.argv;
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const p = await b.newPage({ viewport: { width: Number(width), height: 1000 } });
await p.goto(url, { waitUntil: 'load' });
await p.locator(sel).first().scrollIntoViewIfNeeded();
await p.waitForTimeout(1000);
await p.screenshot({ path: out });
await b.close();
