import { Toast } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { ScanCode } from '../components/ScanCode';
import { roomOfLink } from '../hardware/labels/room-link';

/** 扫码 on the board: a room's QR label (issue 18.3) opens that room and its actions; anything else is said so. */
export function ScanRoom() {
  const navigate = useNavigate();
  return (
    <ScanCode
      title="扫描房间标签"
      label="扫描房间标签"
      onCode={(text) => {
        const room = roomOfLink(text, window.location.origin);
        if (room) navigate(room.path);
        else Toast.show({ content: '这不是本系统的房间标签' });
      }}
    />
  );
}
