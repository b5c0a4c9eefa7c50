import { Button, Toast } from 'antd-mobile';

/** A password just given out: large, with 复制, and a note when some lock has not taken it yet. */
export function PasswordShown(props: { password: string; pending: number; locks: number }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(props.password);
      Toast.show({ icon: 'success', content: '已复制' });
    } catch {
      Toast.show({ content: '复制失败，请手动记下密码' });
    }
  };
  return (
    <div className="lock-password" role="status" aria-label="门锁密码">
      <div className="lock-password-code">{props.password}</div>
      <Button size="small" color="primary" fill="outline" onClick={() => void copy()}>
        复制密码
      </Button>
      <p className="muted">
        {props.pending ? `${props.pending} 把门锁暂未接收，联网后自动下发` : `已下发到 ${props.locks} 把门锁`}
      </p>
    </div>
  );
}
