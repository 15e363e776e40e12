/** The named keys of `object` with their values, in the order named: `Pick<T, K>` as a value. */
export const pick = <T extends object, K extends keyof T>(object: T, keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, object[key]])) as Pick<T, K>;
