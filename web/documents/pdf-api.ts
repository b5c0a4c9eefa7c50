import { call } from '../lib/api';
import { documents } from '../../sync/contract/documents/documents';

/** The lease's contract as a PDF (GET /api/leases/:leaseId/contract.pdf). */
export const fetchContractPdf = (leaseId: string) => call(documents.contractPdf, { params: { leaseId } });

/** A collection's receipt as a PDF (GET /api/bills/receipts/:receiptNumber/pdf). */
export const fetchReceiptPdf = (receiptNumber: string) => call(documents.receiptPdf, { params: { receiptNumber } });
