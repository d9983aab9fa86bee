export { type DocumentMeta, useDocumentMeta } from './useDocumentMeta';
