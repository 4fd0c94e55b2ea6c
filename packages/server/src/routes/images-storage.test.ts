import { useTestApp } from '../../test/helpers';
import { imageStorageCases } from '../../test/image-storage-cases';

// The cases every storage shares, on the local disk; images-s3.test.ts runs them on a bucket.
const t = useTestApp();
imageStorageCases(t);
