export {
  importProductsCsv,
  type ProductImportOptions,
  type ProductImportProgress,
  type ProductImportReport,
  type RefusedRow,
} from './import';
export { exportProductsCsv, type ProductExportOptions } from './export';
export {
  PRODUCT_CSV_COLUMNS,
  amountExample,
  csvLine,
  formatDecimal,
  formatPrice,
  parseDecimal,
  parsePrice,
  priceProblem,
  type ProductCsvColumn,
} from './product-csv';
