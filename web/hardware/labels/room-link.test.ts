import { describe, expect, it } from 'vitest';
import { roomLink, roomOfLink } from './room-link';

describe('room label links', () => {
  const origin = 'https://gongyu.example.cn';
  it('reads back the room of a label made here', () => {
    const link = roomLink(origin, 'APT1', 'ROOM 9');
    expect(roomOfLink(link, origin)).toEqual({
      apartmentId: 'APT1',
      houseId: 'ROOM 9',
      path: '/jizhongHome?apartmentId=APT1&room=ROOM%209',
    });
  });
  it('refuses text that is not a room label of this product', () => {
    expect(roomOfLink('DC-DH-1', origin)).toBeNull();
    expect(roomOfLink(roomLink('https://other.example', 'A', 'R'), origin)).toBeNull();
    expect(roomOfLink(`${origin}/jizhongHome?apartmentId=A`, origin)).toBeNull();
    expect(roomOfLink(`${origin}/index?apartmentId=A&room=R`, origin)).toBeNull();
  });
});
