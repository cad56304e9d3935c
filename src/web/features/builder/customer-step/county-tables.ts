// The county → climate zone and ZIP code → county tables, loaded after the first paint as their own chunks (340 KB
// of JSON, about 125 KB gzipped), which the service worker precaches like every script: they work with no signal.
import { useEffect, useState } from 'react';
import type { CountyRow } from '#domain/insulation/climate-zone-table';
import type { ZipCountyTable } from '#domain/insulation/zip-county-table';

export interface CountyTables {
  counties: readonly CountyRow[];
  zips: ZipCountyTable;
}

let loading: Promise<CountyTables> | undefined;

export function loadCountyTables(): Promise<CountyTables> {
  loading ??= Promise.all([
    import('#domain/insulation/climate-zones/climate-zones.json'),
    import('#domain/insulation/zip-counties/zip-counties.json'),
  ]).then(([counties, zips]) => ({
    counties: counties.default as unknown as CountyRow[],
    zips: zips.default as ZipCountyTable,
  }));
  return loading;
}

/** The tables once loaded; null until then. */
export function useCountyTables(): CountyTables | null {
  const [tables, setTables] = useState<CountyTables | null>(null);
  useEffect(() => {
    let current = true;
    void loadCountyTables().then((loaded) => {
      if (current) setTables(loaded);
    });
    return () => {
      current = false;
    };
  }, []);
  return tables;
}
