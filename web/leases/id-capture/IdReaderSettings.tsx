import { useEffect, useState } from 'react';
import { Button, Input, List, Switch } from 'antd-mobile';
import { ID_READER_MSG, isIdReadError, isReaderUrl, readIdCard, saveIdReaderSettings } from './id-reader';
import { useIdReaderSettings } from './use-id-reader';

type Probe = { tone: 'ok' | 'warn' | 'fail'; text: string } | null;

/**
 * This device's ID-card reader: on/off, the reader service address and a connection test. Kept in localStorage
 * ('gongyu.idReader'), so every tablet is set up on its own.
 */
export function IdReaderSettings() {
  const settings = useIdReaderSettings();
  const [url, setUrl] = useState(settings.url);
  const [urlError, setUrlError] = useState('');
  const [testing, setTesting] = useState(false);
  const [probe, setProbe] = useState<Probe>(null);

  useEffect(() => setUrl(settings.url), [settings.url]);

  const commitUrl = (typed: string = url): boolean => {
    const v = typed.trim();
    if (!isReaderUrl(v)) {
      setUrlError(ID_READER_MSG.badUrl);
      return false;
    }
    setUrlError('');
    if (v !== settings.url) saveIdReaderSettings({ ...settings, url: v });
    return true;
  };

  const test = async () => {
    if (!commitUrl()) return;
    setTesting(true);
    setProbe(null);
    try {
      const r = await readIdCard(undefined, undefined, url.trim());
      if (!isIdReadError(r)) setProbe({ tone: 'ok', text: `连接成功，读取到：${r.name}` });
      else if (r.error === ID_READER_MSG.noCard) setProbe({ tone: 'warn', text: '读卡器已连接，未放置身份证' });
      else setProbe({ tone: 'fail', text: r.error });
    } finally {
      setTesting(false);
    }
  };

  return (
    <List header="身份证读卡器（本设备）" className="id-reader-settings">
      <List.Item
        extra={
          <Switch
            checked={settings.enabled}
            onChange={(enabled) => saveIdReaderSettings({ ...settings, enabled })}
            aria-label="使用身份证读卡器"
          />
        }
        description="开启后签约页显示“读取身份证”按钮"
      >
        使用身份证读卡器
      </List.Item>
      <List.Item
        title="读卡器地址"
        description={
          urlError ? (
            <span style={{ color: 'var(--adm-color-danger)' }}>{urlError}</span>
          ) : (
            '读卡服务程序的地址，由读卡器供应商提供；连接不上时请让供应商开启“允许网页访问”'
          )
        }
      >
        <Input
          value={url}
          onChange={setUrl}
          onBlur={(e) => commitUrl(e.target.value)}
          onEnterPress={(e) => commitUrl(e.currentTarget.value)}
          placeholder="请输入读卡服务地址"
          clearable
          aria-label="读卡器地址"
        />
      </List.Item>
      <List.Item>
        <div style={{ display: 'flex', alignItems: 'center', gap: 12, flexWrap: 'wrap' }}>
          <Button size="small" onClick={() => void test()} loading={testing} loadingText="测试中">
            测试连接
          </Button>
          {probe && (
            <span
              role="status"
              style={{
                color:
                  probe.tone === 'ok'
                    ? 'var(--adm-color-success)'
                    : probe.tone === 'warn'
                      ? 'var(--adm-color-warning)'
                      : 'var(--adm-color-danger)',
              }}
            >
              {probe.text}
            </span>
          )}
        </div>
      </List.Item>
    </List>
  );
}
