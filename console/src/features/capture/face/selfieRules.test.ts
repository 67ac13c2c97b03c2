import { meanGrey, selfieIssue, type SeenFace } from './selfieRules';

const face = (side: number, yaw = 0, pitch = 0, x = 100, y = 100): SeenFace => ({
  box: [x, y, side, side * 1.2],
  yaw,
  pitch,
});

describe('selfieIssue: the server’s selfie rules on the device', () => {
  it.each([
    ['no face', [], 600, 800, 120, 'noFace'],
    ['one large frontal well-lit face', [face(300)], 600, 800, 120, null],
    ['a second face half the size', [face(300), face(150, 0, 0, 400)], 600, 800, 120, 'multipleFaces'],
    [
      'a face far behind (a third of the size) is ignored',
      [face(300), face(90, 0, 0, 400)],
      600,
      800,
      120,
      null,
    ],
    ['smaller than 112 px', [face(110)], 600, 800, 120, 'tooSmall'],
    ['smaller than a sixth of the shorter side', [face(300)], 2000, 2400, 120, 'tooSmall'],
    ['turned 35° to the side', [face(300, 35)], 600, 800, 120, 'notFrontal'],
    ['looking 31° down', [face(300, 0, -31)], 600, 800, 120, 'notFrontal'],
    ['too dark', [face(300)], 600, 800, 30, 'tooDark'],
    ['too bright', [face(300)], 600, 800, 240, 'tooBright'],
    ['light not measured', [face(300)], 600, 800, null, null],
  ] as const)('%s', (_name, faces, width, height, brightness, expected) => {
    expect(selfieIssue(faces, width, height, brightness)).toBe(expected);
  });

  it('takes the largest face as the applicant, whatever the detector’s order', () => {
    expect(selfieIssue([face(100, 0, 0, 400), face(300, 40)], 600, 800, 120)).toBe('notFrontal');
  });

  it('measures grey as luma', () => {
    expect(meanGrey(new Uint8ClampedArray([255, 255, 255, 255, 0, 0, 0, 255]))).toBeCloseTo(127.5, 5);
    expect(meanGrey(new Uint8ClampedArray([0, 255, 0, 255]))).toBeCloseTo(0.7152 * 255, 5);
  });
});
