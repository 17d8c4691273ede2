import seed000 from '../../../docs/seeds/000_e5cdabced49a4700.txt?raw'
import seed001 from '../../../docs/seeds/001_f7eafb96706f78da.txt?raw'
import seed002 from '../../../docs/seeds/002_42b7065ab6038101.txt?raw'
import seed003 from '../../../docs/seeds/003_302d8b8b23109594.txt?raw'
import seed004 from '../../../docs/seeds/004_f332c84986c398ce.txt?raw'
import facts from '../../../docs/seeds/README.md?raw'
import type { SeedDocId } from '../../engine/index.ts'
import { seedTextForDisplay } from '../../state/engine.ts'

/**
 * The seed documents' texts as the reader shows them (without a scraped page's frame lines at the top), bundled
 * with the reader's chunk: they open offline, with no request.
 */
export const SEED_TEXTS: Record<SeedDocId, string> = {
  '000': seedTextForDisplay(seed000),
  '001': seedTextForDisplay(seed001),
  '002': seedTextForDisplay(seed002),
  '003': seedTextForDisplay(seed003),
  '004': seedTextForDisplay(seed004),
  facts: seedTextForDisplay(facts),
}
