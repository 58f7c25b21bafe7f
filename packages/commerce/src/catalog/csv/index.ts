export {
  importProductsCsv,
  type ProductImportOptions,
  type ProductImportProgress,
  type ProductImportReport,
  type RefusedRow,
} from './import';
export { exportProductsCsv } from './export';
export { PRODUCT_CSV_COLUMNS, csvLine, formatPrice, parsePrice, type ProductCsvColumn } from './product-csv';
