import type { secureHeaders } from 'hono/secure-headers';
import { BOOT_SCRIPT_SOURCE } from '../web-boot';

type CspOptions = NonNullable<NonNullable<Parameters<typeof secureHeaders>[0]>['contentSecurityPolicy']>;

/**
 * The Content-Security-Policy of every reply. Scripts only from the app's own files and the one inline boot script of
 * a drawn page, allowed by its hash (sync/product/boot-page.ts); styles may be inline (antd-mobile sets style attributes and injects <style>); images also from
 * data: and blob: (photos shown before upload, the signature, the contract image); the camera stream goes through
 * srcObject, which no directive restricts. Nothing may frame the app.
 */
export const CONTENT_SECURITY_POLICY: CspOptions = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", BOOT_SCRIPT_SOURCE],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  mediaSrc: ["'self'", 'blob:'],
  connectSrc: ["'self'"],
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};
