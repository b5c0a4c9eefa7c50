import { index, integer, real, table, text } from '../db/kit';
import { rowColumns, syncColumns } from '../db/columns';
import { offices } from '../admin/schema';

/** Apartment (part 1 §3). Money in fen; coordinates optional (no map provider is reachable). */
export const apartments = table(
  'apartments',
  {
    ...rowColumns(),
    ...syncColumns(),
    /** The project the apartment belongs to (staff visibility). */
    projectId: text('project_id').references(() => offices.id),
    name: text('name').notNull(),
    address: text('address').notNull(),
    /** Business district (商圈) name, and the administrative codes of its city and district. */
    locationName: text('location_name').notNull().default(''),
    cityCode: text('city_code').notNull().default(''),
    districtCode: text('district_code').notNull().default(''),
    latitude: real('latitude'),
    longitude: real('longitude'),
    totalFloor: integer('total_floor').notNull(),
    isElevator: integer('is_elevator').notNull().default(0),
    facility: text('facility').notNull().default(''),
    intro: text('intro').notNull().default(''),
    nearby: text('nearby').notNull().default(''),
  },
  (t) => [index('apartments_org_idx').on(t.orgId), index('apartments_project_idx').on(t.projectId)],
);

export const floors = table(
  'floors',
  {
    ...rowColumns(),
    ...syncColumns(),
    apartmentId: text('apartment_id')
      .notNull()
      .references(() => apartments.id),
    floor: integer('floor').notNull(),
  },
  (t) => [index('floors_apartment_idx').on(t.apartmentId)],
);

/** A room ("house" in the spec). */
export const rooms = table(
  'rooms',
  {
    ...rowColumns(),
    ...syncColumns(),
    apartmentId: text('apartment_id')
      .notNull()
      .references(() => apartments.id),
    floorId: text('floor_id')
      .notNull()
      .references(() => floors.id),
    /** The project a room is assigned to (part 4 house-to-project assignment); defaults to the apartment's. */
    projectId: text('project_id').references(() => offices.id),
    houseNumber: text('house_number').notNull(),
    serialNumber: integer('serial_number').notNull().default(0),
    /** 0 not rented, 1 rented. */
    isRent: integer('is_rent').notNull().default(0),
    rentCost: integer('rent_cost').notNull().default(0),
    advanceCost: integer('advance_cost').notNull().default(0),
    houseTempId: text('house_temp_id'),
    /** 1 centralized, 2 decentralized; groupType 2 = owner-direct (part 1 §6). */
    type: integer('type').notNull().default(1),
    groupType: integer('group_type').notNull().default(1),
    isDecoration: integer('is_decoration').notNull().default(0),
    isShow: integer('is_show').notNull().default(1),
    remark: text('remark').notNull().default(''),
    area: real('area'),
    bedroom: integer('bedroom').notNull().default(0),
    hall: integer('hall').notNull().default(0),
    bathroom: integer('bathroom').notNull().default(0),
    ownerName: text('owner_name').notNull().default(''),
    nearby: text('nearby').notNull().default(''),
    advert: text('advert').notNull().default(''),
    intro: text('intro').notNull().default(''),
    facility: text('facility').notNull().default(''),
    score: integer('score').notNull().default(0),
    /** Room-level lease terms (set from its template when bound; editable on /editHouse). */
    deposit: integer('deposit'),
    payment: integer('payment'),
    depositCost: integer('deposit_cost'),
    collectRentType: integer('collect_rent_type'),
    collectRentDay: integer('collect_rent_day'),
    /** Owner-direct house application state (part 2 §4): 1 passed, 2 under review, 3 taken off, 0 not passed. */
    applyState: integer('apply_state'),
    /**
     * The lease facts the room's board status is derived from (sync/room-facts.ts RoomFacts as JSON: its leases,
     * the earliest unpaid bill, open deposit orders), kept up to date in the transaction of every lease, bill or
     * deposit-order change, so the server's board and the device's offline board derive the same status.
     */
    facts: text('facts').notNull().default(''),
    /**
     * The business date (YYYY-MM-DD, Asia/Shanghai) the room became vacant: created, checked out, set not rented, its
     * lease deleted. The board's and /kofang's 空置 N天 count from it; editing the room (remark, display, rent,
     * template) leaves it alone. Null when unknown.
     */
    vacantSince: text('vacant_since'),
  },
  (t) => [
    index('rooms_apartment_idx').on(t.apartmentId),
    index('rooms_floor_idx').on(t.floorId),
    index('rooms_org_version_idx').on(t.orgId, t.version),
    /**
     * The dashboard's room counters (待登记, 待补照片, 异常房间: api/dashboard/todo-rooms.ts) read the live rooms of an
     * organisation from this index alone: every column their rules look at is in it.
     */
    index('rooms_org_todo_idx').on(
      t.orgId,
      t.deletedAt,
      t.apartmentId,
      t.isRent,
      t.id,
      t.houseTempId,
      t.isDecoration,
      t.type,
      t.groupType,
    ),
  ],
);
