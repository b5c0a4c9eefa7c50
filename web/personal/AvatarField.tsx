import { ImageUpload } from '../components/ImageUpload';
import type { PersonalProfile } from '../../sync/contract/personal/personal';
import { useProfileSave } from './profile-save';

/**
 * 头像: the avatar as one picture, uploaded through the upload route (a picture over 10 MB is refused here, before
 * uploading, with '上传头像图片大小不能超过 10MB!', and by the server too); saved as soon as it is uploaded or removed.
 */
export function AvatarField(props: { profile: PersonalProfile }) {
  const { run } = useProfileSave();
  const value = props.profile.picture ? [props.profile.picture] : [];
  return (
    <div className="avatar-field" aria-label="头像">
      <ImageUpload
        value={value}
        maxCount={1}
        onChange={(urls) => void run({ nickname: props.profile.nickname, picture: urls[0] ?? null })}
      />
    </div>
  );
}
