/** How a room is named on every screen: '东湖公寓 3层 301'. */
export const roomLocation = (apartmentName: string, floor: number | string, houseNumber: string) =>
  `${apartmentName} ${floor}层 ${houseNumber}`;
