/** Dark modules of a QR code as one SVG path (one unit per module, 4 modules of quiet zone). */
export function qrPath(isDark: (row: number, col: number) => boolean, size: number): string {
  const parts: string[] = []
  for (let row = 0; row < size; row += 1) {
    for (let col = 0; col < size; col += 1) {
      if (isDark(row, col)) parts.push(`M${col + 4} ${row + 4}h1v1h-1z`)
    }
  }
  return parts.join('')
}

export async function qrModules(
  text: string,
  mode: 'Alphanumeric' | 'Byte' = 'Alphanumeric',
): Promise<{ path: string; size: number }> {
  // Loaded here only: no other page carries the QR code library.
  const { default: qrcode } = await import('qrcode-generator')
  // Type 0: the smallest version that holds the text; M: 15 % of a scratched screen recovers.
  const code = qrcode(0, 'M')
  code.addData(text, mode)
  code.make()
  const size = code.getModuleCount()
  return { path: qrPath((r, c) => code.isDark(r, c), size), size }
}

/** A QR code drawn from qrModules' path: black modules on white, crisp at any size. */
export function QrSvg({
  qr,
  label,
  testId,
}: {
  qr: { path: string; size: number }
  label: string
  testId: string
}) {
  const box = qr.size + 8
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${box} ${box}`}
      shapeRendering="crispEdges"
      data-testid={testId}
    >
      <rect width={box} height={box} fill="#fff" />
      <path d={qr.path} fill="#000" />
    </svg>
  )
}
