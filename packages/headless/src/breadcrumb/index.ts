export * from './breadcrumb';
export * from './breadcrumbRecords';
export * from './useBreadcrumb';
export type * from './breadcrumb.types';
