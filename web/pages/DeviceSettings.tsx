import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Skeleton } from 'antd-mobile';
import type { RouteDef } from '../../sync/product/menu';
import { PageFrame } from '../components/PageFrame';

/** 消息推送 (web push): loaded on its own so it weighs nothing elsewhere. */
const PushSettings = lazy(() => import('../pwa/PushSettings'));
/** This device's ID-card reader (used by lease signing). */
const IdReaderSettings = lazy(() =>
  import('../leases/id-capture/IdReaderSettings').then((m) => ({ default: m.IdReaderSettings })),
);

/** /personalCenter/device — 本机设备: what is set up on this phone, tablet or computer only (reader, notifications). */
export default function DeviceSettings({ route }: { route: RouteDef }) {
  const navigate = useNavigate();
  return (
    <PageFrame
      title={route.title}
      extra={
        <Button size="small" onClick={() => navigate('/personalCenter')}>
          返回我的
        </Button>
      }
    >
      <p className="profile-sub" style={{ margin: '0 0 8px' }}>
        以下设置只保存在这台设备上，换一台设备需要重新设置。
      </p>
      <div className="form-shell">
        <Suspense fallback={<Skeleton.Paragraph lineCount={3} animated />}>
          <IdReaderSettings />
        </Suspense>
        <Suspense fallback={<Skeleton.Paragraph lineCount={2} animated />}>
          <PushSettings />
        </Suspense>
      </div>
    </PageFrame>
  );
}
