// What the bucket copy uses of the S3 client, imported statically here and this module imported on demand
// (bucket.ts): in the compiled server an `import()` of a CommonJS package gives only its `default`, where a
// static import of it keeps every name (decision 537).
export {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
