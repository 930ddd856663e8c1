// The one place DataTable reaches react-virtuoso, so that the bundler keeps it in a chunk of its own (ADR 0040).
export { TableVirtuoso, Virtuoso } from 'react-virtuoso';
