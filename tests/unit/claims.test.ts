import { beforeAll, describe, expect, it } from 'vitest';
import { files, htmlFor, readText, rel, requireExport } from './export';
import { scriptBodies } from '../html';

beforeAll(requireExport);

describe('structured data', () => {
  it('the JSON-LD gives no postcode (the UAE has none; a PO Box is not one)', () => {
    for (const page of files().filter((path) => !path.includes('/_next/'))) {
      for (const json of scriptBodies(readText(page), 'script[type="application/ld+json"]'))
        expect(json, rel(page)).not.toMatch(/postalCode/);
    }
    const home = readText(htmlFor('/'));
    expect(home).toContain('"postOfficeBoxNumber"');
  });
});
