import { Upload } from 'antd';

/** antd's Upload in a file of its own: `files-tab.tsx` loads it where a file may be dropped. */
export const UploadDragger = Upload.Dragger;
