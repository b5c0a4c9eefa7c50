import { useState } from 'react';
import { Button, Toast, type ButtonProps } from 'antd-mobile';
import { isIdReadError, readIdCard, type IdCardData } from './id-reader';
import { useIdReaderSettings } from './use-id-reader';

/**
 * '读取身份证': reads the card on the device's local reader and hands name, sex, number and address to `onRead`.
 * Renders nothing unless the reader is enabled in this device's settings (IdReaderSettings).
 */
export function IdReaderButton(props: {
  onRead: (card: IdCardData) => void;
  size?: ButtonProps['size'];
  fill?: ButtonProps['fill'];
  disabled?: boolean;
}) {
  const settings = useIdReaderSettings();
  const [loading, setLoading] = useState(false);
  if (!settings.enabled) return null;

  const read = async () => {
    setLoading(true);
    try {
      const result = await readIdCard(undefined, undefined, settings.url);
      if (isIdReadError(result)) {
        Toast.show({ icon: 'fail', content: result.error });
        return;
      }
      Toast.show({ icon: 'success', content: '读取成功' });
      props.onRead(result);
    } finally {
      setLoading(false);
    }
  };

  return (
    <Button
      size={props.size ?? 'small'}
      color="primary"
      fill={props.fill ?? 'outline'}
      loading={loading}
      loadingText="读取中"
      disabled={props.disabled}
      onClick={() => void read()}
    >
      读取身份证
    </Button>
  );
}
