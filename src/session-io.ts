/**
 * bridge-td/session-io: the files scorers have, read into the session model and written from it —
 * USEBIO XML (streaming) and travellers CSV. Kept apart from the main entry because they need saxes and
 * csv-parse, which the engine and the app do not.
 */
export { parseTravellers, type TravellersOptions } from "./formats/travellers.js";
export {
  parseUsebio,
  readArtificial,
  type UsebioOptions,
  UsebioReader,
  writeUsebio,
} from "./formats/usebio.js";
