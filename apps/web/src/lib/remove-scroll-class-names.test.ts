import { RemoveScroll as library } from 'react-remove-scroll';
import { describe, expect, it } from 'vitest';
import { RemoveScroll } from './remove-scroll-class-names';

describe("the AppShell's copy of RemoveScroll (issue 16)", () => {
  it("has the library's class names, so a dialog's scroll lock still finds the shell's header", () => {
    expect(RemoveScroll.classNames).toEqual(library.classNames);
  });
});
