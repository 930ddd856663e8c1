// The streamed download of every record of a report (ADR 0026) and what saves its file. A report screen needs them
// only once an export of every record is confirmed, so they download then, as a page export's code does (ADR 0081).
export { CsvDownload, CsvDownloadError } from '@orbit/api-client';
export { saveFile } from './save-file.ts';
