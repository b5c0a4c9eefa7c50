import { Tag } from 'antd-mobile';

/** 在线 / 离线 of a gateway or a device (a device behind an offline gateway is offline). */
export function OnlineTag(props: { online: boolean }) {
  return (
    <Tag color={props.online ? 'success' : 'danger'} fill="outline">
      {props.online ? '在线' : '离线'}
    </Tag>
  );
}
