/**
 * The documents of issue 21 (part 4 "Documents"): the lease contract and a collection's receipt as PDF files, with the
 * Chinese font embedded (api/documents/**). Both are downloads, not the JSON envelope; a refusal is the envelope.
 */
import { route, fileReply } from '../route';

const pdf = fileReply('application/pdf');

export const documents = {
  /** The contract of a lease the user sees (permission 租约管理): text, figures, bill plan, signature and its digest. */
  contractPdf: route({ method: 'GET', path: '/api/leases/:leaseId/contract.pdf', reply: pdf }),
  /** The receipt of one collection (the rows of GET /api/bills/receipts/:receiptNumber). */
  receiptPdf: route({ method: 'GET', path: '/api/bills/receipts/:receiptNumber/pdf', reply: pdf }),
};
