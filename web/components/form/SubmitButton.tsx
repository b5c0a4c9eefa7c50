import { Button, type ButtonProps } from 'antd-mobile';
import { useUploadsBusy } from '../upload-busy';

/**
 * A form's submit button (primary and full width unless told otherwise): loading while the form is being sent
 * (`busy`), and waiting ('图片上传中') while one of its pictures is still uploading, so that a picture on its way is
 * never left out of what is sent.
 */
export function SubmitButton({ busy, disabled, ...rest }: Omit<ButtonProps, 'loading'> & { busy?: boolean }) {
  const uploading = useUploadsBusy();
  return (
    <Button
      block
      color="primary"
      {...rest}
      loading={busy || uploading}
      loadingText={uploading && !busy ? '图片上传中' : undefined}
      disabled={busy || uploading || disabled}
    />
  );
}
