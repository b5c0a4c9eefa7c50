import { index, integer, table, text, uniqueIndex } from '../../db/kit';
import { changeColumns, rowColumns } from '../../db/columns';

/**
 * An alarm of a smart device (issue 18.5; /intelligent; spec §3 "Alarm": gyName, houseNumber, devName, createTime,
 * remark): a lock (low battery, forced open, keypad locked, offline), a door device (forced open, offline for more
 * than an hour) or a gateway (offline for more than an hour). `deviceKind` DEVICE_KIND; `kind` ALARM_KIND. Open until
 * handled (`handledAt`); the dashboard's 安全告警 counts the open ones, and its list shows exactly those. `eventId`:
 * the connector's event (an event taken twice is one alarm).
 */
export const hardwareAlarms = table(
  'hardware_alarms',
  {
    ...rowColumns(),
    ...changeColumns(),
    deviceKind: text('device_kind').notNull(),
    deviceId: text('device_id').notNull(),
    apartmentId: text('apartment_id').notNull(),
    roomId: text('room_id'),
    kind: text('kind').notNull(),
    at: integer('at').notNull(),
    remark: text('remark').notNull().default(''),
    eventId: text('event_id'),
    /** When the apartment's managers were told (message centre and web push); null until then. */
    notifiedAt: integer('notified_at'),
    handledAt: integer('handled_at'),
    handledByName: text('handled_by_name').notNull().default(''),
  },
  (t) => [
    index('hardware_alarms_org_at_idx').on(t.orgId, t.at),
    index('hardware_alarms_open_idx').on(t.orgId, t.handledAt, t.apartmentId),
    uniqueIndex('hardware_alarms_event_uq').on(t.eventId),
    index('hardware_alarms_untold_idx').on(t.orgId, t.notifiedAt),
  ],
);
