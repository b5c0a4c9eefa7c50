import { useEffect, useState } from 'react';
import { useRouteError } from 'react-router-dom';
import { isMissingCode, moveToNewVersion } from '../pwa/new-version';

/**
 * What a screen shows when its code or render fails, in Chinese and with a way on (plain markup: antd-mobile may be
 * the code that failed to load). Code missing after a new version moves the page to that version by itself.
 */
export function RouteError() {
  const error = useRouteError();
  const missing = isMissingCode(error);
  const [updating, setUpdating] = useState(missing);
  useEffect(() => {
    if (missing) void moveToNewVersion().then((acted) => setUpdating(acted));
  }, [missing]);
  if (updating)
    return (
      <div className="route-fallback" role="status" aria-live="polite">
        <span className="spinner" aria-hidden="true" /> 正在更新到新版本…
      </div>
    );
  return (
    <div className="route-refusal" role="alert">
      <h2>页面加载失败</h2>
      <p>{missing ? '网络不稳定或应用已更新，请重新加载' : '页面出现错误，请重新加载；未同步的数据不会丢失'}</p>
      <p className="route-error-actions">
        <button type="button" className="route-error-button" onClick={() => window.location.reload()}>
          重新加载
        </button>
        <a href="/index">返回首页</a>
      </p>
    </div>
  );
}
