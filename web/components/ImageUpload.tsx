import { ImageUploader, Toast, type ImageUploadItem } from 'antd-mobile';
import { call } from '../lib/api';
import { uploads } from '../../sync/contract/uploads/uploads';
import { MAX_UPLOAD_BYTES, MSG } from '../../sync/rules/common/validators';
import { trackUpload } from './upload-busy';

/** Stores a picture through POST /api/upload/uploadfile; its address. */
const staffUpload = (purpose?: 'personal') => async (file: File) => {
  const body = new FormData();
  body.append('file', file);
  if (purpose) body.append('purpose', purpose);
  const [url] = await call(uploads.upload, { body });
  return url!;
};

/**
 * Pictures uploaded through POST /api/upload/uploadfile. `value` holds the uploaded addresses in order (the first is
 * the cover where a cover matters). `maxBytes` defaults to the 10 MB upload limit; photo walls pass 5 MB. `purpose`
 * 'personal' uploads personal data (ID photos).
 */
export function ImageUpload(props: {
  value: string[];
  onChange: (urls: string[]) => void;
  maxCount?: number;
  maxBytes?: number;
  tooLargeMessage?: string;
  disabled?: boolean;
  /** 'personal' for personal data (ID photos): the file is served only to its uploader until a record claims it. */
  purpose?: 'personal';
  /** Stores one file and answers its address: the staff upload by default (the tenant page: web/tenant/tenant-upload.ts). */
  uploader?: (file: File) => Promise<string>;
}) {
  const maxBytes = props.maxBytes ?? MAX_UPLOAD_BYTES;
  const items: ImageUploadItem[] = props.value.map((url) => ({ url }));
  return (
    <ImageUploader
      value={items}
      onChange={(next) => props.onChange(next.map((i) => i.url))}
      maxCount={props.maxCount}
      disableUpload={props.disabled}
      deletable={!props.disabled}
      accept="image/jpeg,image/png,image/gif,image/webp"
      multiple
      beforeUpload={(file) => {
        if (file.size > maxBytes) {
          Toast.show({ icon: 'fail', content: props.tooLargeMessage ?? MSG.uploadTooLarge });
          return null;
        }
        return file;
      }}
      onCountExceed={(n) => Toast.show({ content: `最多上传 ${props.maxCount} 张，已忽略 ${n} 张` })}
      upload={async (file) => {
        try {
          return { url: await trackUpload((props.uploader ?? staffUpload(props.purpose))(file)) };
        } catch (e) {
          Toast.show({ icon: 'fail', content: (e as Error).message || '上传失败' });
          throw e;
        }
      }}
    />
  );
}
