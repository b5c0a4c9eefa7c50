import type { AccessDevType } from '../../../../sync/rules/hardware/access-rules';

/**
 * The door-access connector (issue 18; ARCHITECTURE "Connectors"): what the product asks of a door-access vendor —
 * network controllers, intercoms, door units and the gateways they hang on. Like the lock connector, the product
 * database says who may open which door; `push` hands a device its whole wanted state (who may open it, the visitor
 * passes it accepts), so a device that was out of reach catches up in one call. A vendor's driver plugs in by
 * ACCESS_DRIVER (./index.ts).
 */

/** A device answers, or it is out of reach ('offline'), or it answered with a refusal (the Chinese reason). */
export type AccessAnswer = 'ok' | 'offline' | { refused: string };

/** 'gateway', or a door device's kind. */
export type AccessKind = 'gateway' | AccessDevType;

export interface AccessStatus {
  online: boolean;
  /** IP video door units: connected to the intercom service. */
  connected: boolean;
}

export interface AccessWanted {
  /** Who may open the door with a card, the app or Bluetooth. */
  uids: readonly string[];
  /** The apartment's visitor-pass key (hex; public doors only, else ''): the door checks a pass's QR code with it. */
  passKey: string;
  /** Visitor passes withdrawn before their end: the door refuses them. */
  withdrawn: readonly string[];
}

/** A notice a door unit shows on its screen (issue 19.3, the sender's 设备通知). */
export interface DoorNotice {
  id: string;
  title: string;
  content: string;
  summary: string;
}

/** What a device reports: an opening (how, by whom, whether it opened) or an alarm. Each is reported once. */
export type AccessEvent =
  | {
      eventId: string;
      sn: string;
      at: number;
      kind: 'open';
      /** sync/rules/hardware/access-rules.ts ACCESS_OPEN_TYPE. */
      openType: number;
      uid: string | null;
      passId: string | null;
      opened: boolean;
      detail: string;
    }
  | { eventId: string; sn: string; at: number; kind: 'alarm'; alarm: 'forcedOpen'; detail: string };

export interface AccessDriver {
  /**
   * Registers a device (or a gateway) with the vendor under its serial number, behind `gatewaySn` when it hangs on a
   * gateway. Refused when the vendor knows the serial already.
   */
  provision(input: { orgId: string; sn: string; kind: AccessKind; gatewaySn: string | null }): Promise<AccessAnswer>;
  /** Forgets a device or a gateway (removed from the product). */
  remove(sn: string): Promise<void>;
  status(sn: string): Promise<AccessStatus | 'offline'>;
  /** Opens the door now, remotely. */
  open(sn: string): Promise<'opened' | 'offline' | 'failed'>;
  push(sn: string, wanted: AccessWanted): Promise<AccessAnswer>;
  /**
   * Hands a door unit the notices it is to show now, the whole list (like `push`: one that was out of reach catches
   * up in one call, and a recalled notice is simply left out).
   */
  showNotices(sn: string, notices: readonly DoorNotice[]): Promise<AccessAnswer>;
  /** Events of the org's devices not yet taken, oldest first (each is answered once). */
  takeEvents(orgId: string, max: number): Promise<AccessEvent[]>;
}
