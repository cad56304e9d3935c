// The document's own labels (headings, table columns) in the language of the sale, given once by the document to
// every part of it (docs/decisions/053-language-of-the-sale.md).
import { createContext, useContext } from 'react';
import { ENGLISH, type ContractWords } from '#domain/printed-contract/words/contract-words';

export const DocumentLabels = createContext<ContractWords['labels']>(ENGLISH.words.labels);

export const useDocumentLabels = () => useContext(DocumentLabels);
