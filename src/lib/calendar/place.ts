/** A meeting point as one line: its name and, when it adds something, its address. */
export function meetingPlace(point: { name: string; address: string }): string {
  return point.address && point.address !== point.name
    ? `${point.name}, ${point.address}`
    : point.name
}
