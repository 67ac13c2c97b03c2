/** Where the build put the face detector's models and tfjs's wasm files (console/faceAssets.ts). */
declare const __FACE_ASSETS__: string;
