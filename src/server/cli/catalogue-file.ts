// Reads a catalogue file for import-catalogue and checks it (src/server/catalogue/catalogue-check.ts).
import { readFile } from 'node:fs/promises';
import { checkCatalogue, type CatalogueCheck } from '../catalogue/catalogue-check';

export async function readCatalogueFile(file: string): Promise<CatalogueCheck> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return {
      ok: false,
      problems: [`cannot read ${file}: ${code === 'ENOENT' ? 'there is no such file' : (error as Error).message}`],
    };
  }
  try {
    return checkCatalogue(JSON.parse(text));
  } catch (error) {
    return { ok: false, problems: [`${file} is not valid JSON: ${(error as Error).message}`] };
  }
}
