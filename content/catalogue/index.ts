import type { AnyTable } from './types';
import { enclosureTables } from './enclosures';
import { connectorTables } from './connectors';
import { gelTables } from './gel';
import { cableTables } from './cables';
import { glandTables } from './glands';
import { lugTables } from './lugs';
import { labellingTables } from './labelling';
import { containmentTables } from './containment';
import { tieTables } from './ties';
import { heatShrinkTables } from './heat-shrink';
import { inGroundTables } from './in-ground';
import { bulkTables } from './bulk';
import { quoteChecklists } from './checklists';

/** The selection tables of each product page, by route path. */
export const catalogue: Record<string, readonly AnyTable[]> = {
  '/product-detail': enclosureTables,
  '/ipconnectors': connectorTables,
  '/enterable': gelTables,
  '/PowerInstrumentation': cableTables,
  '/GlandsAccessories': glandTables,
  '/TerminationTools': lugTables,
  '/LabellingSystems': labellingTables,
  '/CableManagementSystem': containmentTables,
  '/Cableties': tieTables,
  '/HeatShrink': heatShrinkTables,
  '/GroundPowerSupply': inGroundTables,
  '/InstrumentationBulk': bulkTables,
};

export function tablesFor(path: string): readonly AnyTable[] {
  return catalogue[path] ?? [];
}

export function checklistFor(path: string): readonly string[] {
  return quoteChecklists[path] ?? [];
}

/** Tables with more than this many rows get a filter. */
export const FILTER_THRESHOLD = 12;

export { quoteChecklists };
