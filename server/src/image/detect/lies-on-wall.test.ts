import { describe, expect, test } from "vitest";
import { liesOnWall } from "./lies-on-wall";

const wall = (tone: number, edges = 0.02) => ({ tone, edges });

describe("liesOnWall", () => {
  test("a picture on a wall lit from one side: the tones beside it differ by shading only", () => {
    expect(liesOnWall([wall(132), wall(173), wall(203), wall(136)])).toBe(true);
  });

  test("a device in a cabinet: plain wood on three sides, a dark void under it, is not on the wall", () => {
    expect(liesOnWall([wall(109), wall(111, 0.27), wall(16, 0), wall(84, 0.2)])).toBe(false);
  });

  test("a salon neighbour beside one side says nothing: a busy side of another tone is allowed", () => {
    expect(liesOnWall([wall(220), wall(211), wall(111, 1), wall(188, 0.65)])).toBe(true);
  });
});
