/**
 * The canonical plain-text form of a contract document and the digest that binds that text to the lessee's signature.
 * Pure; runs on the server and in the browser.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { articleLabel } from './contract-format';
import type { ContractDoc } from './contract-text';

/**
 * The canonical plain text of a contract: '\n' line ends, one trailing '\n', nothing depending on locale or time.
 * The same document always gives the same string (and so the same UTF-8 bytes).
 */
export function contractPlainText(doc: ContractDoc): string {
  const lines: string[] = [doc.title, `合同编号：${doc.contractNumber}`, `合同模板：${doc.templateName}`, ''];
  for (const p of doc.parties) {
    lines.push(`${p.role}：${p.name}`);
    for (const d of p.details) lines.push(`  ${d.label}：${d.value}`);
  }
  lines.push('', doc.preamble, '');
  for (const a of doc.articles) {
    lines.push(`${articleLabel(a.no)} ${a.title}`);
    a.paragraphs.forEach((p, i) => lines.push(a.paragraphs.length > 1 ? `${i + 1}. ${p}` : p));
    lines.push('');
  }
  lines.push(doc.supplementTitle);
  doc.supplement.forEach((p, i) => lines.push(doc.supplement.length > 1 ? `${i + 1}. ${p}` : p));
  lines.push(
    '',
    `甲方（出租方）：${doc.signing.landlord}（盖章）`,
    `乙方（承租方）：${doc.signing.lessee}（签字）`,
    `签订日期：${doc.signing.signDate}`,
  );
  return lines.map((l) => l.replace(/[ \t]+$/, '')).join('\n') + '\n';
}

/** The byte between the contract text and the signature image in the signed digest. The plain text never contains
 * it (clean() strips control characters from every field and the fixed text has none). */
export const DIGEST_SEPARATOR = 0x00;

/**
 * The digest of a signed contract: lower-case hex SHA-256 of
 *   UTF-8(plainText) ‖ 0x00 ‖ signaturePng (the exact PNG bytes stored for the signature),
 * where plainText is contractPlainText(doc) as stored with the lease. Synchronous and the same on the device (also on
 * plain http, where crypto.subtle is missing) and on the API, so anyone holding the stored text and the signature file
 * can recompute it.
 */
export function signedContractDigest(plainText: string, signaturePng: Uint8Array): string {
  return bytesToHex(
    sha256
      .create()
      .update(utf8ToBytes(plainText))
      .update(Uint8Array.of(DIGEST_SEPARATOR))
      .update(signaturePng)
      .digest(),
  );
}
