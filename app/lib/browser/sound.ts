/**
 * Short tones for the review funnel, made with Web Audio (no files to download).
 * Where audio is unavailable or blocked, nothing happens and nothing is reported.
 */
type Note = { frequency: number; at: number; duration: number; type?: OscillatorType; gain?: number };

let context: AudioContext | null | undefined;

function audio(): AudioContext | null {
  if (context !== undefined) return context;
  try {
    const Ctor = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    context = Ctor ? new Ctor() : null;
  } catch {
    context = null;
  }
  return context;
}

function play(notes: Note[]) {
  try {
    const ctx = audio();
    if (!ctx) return;
    if (ctx.state === "suspended") void ctx.resume().catch(() => undefined);
    const start = ctx.currentTime + 0.01;
    for (const note of notes) {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.type = note.type ?? "sine";
      osc.frequency.value = note.frequency;
      const begin = start + note.at;
      const peak = note.gain ?? 0.12;
      gain.gain.setValueAtTime(0.0001, begin);
      gain.gain.exponentialRampToValueAtTime(peak, begin + 0.012);
      gain.gain.exponentialRampToValueAtTime(0.0001, begin + note.duration);
      osc.connect(gain).connect(ctx.destination);
      osc.start(begin);
      osc.stop(begin + note.duration + 0.02);
    }
  } catch {
    // Audio is a nicety: ignore any failure.
  }
}

/** A soft tap when a star is chosen. */
export const playTap = () => play([{ frequency: 660, at: 0, duration: 0.08, type: "triangle" }]);

/** A tiny click when a field is first filled. */
export const playClick = () => play([{ frequency: 1250, at: 0, duration: 0.03, type: "square", gain: 0.04 }]);

/** A bright rising arpeggio for 4 and 5 stars and for a sent form. */
export const playCelebration = () =>
  play([523.25, 659.25, 783.99, 1046.5].map((frequency, index) => ({ frequency, at: index * 0.09, duration: 0.16, type: "triangle" as const })));

/** Two gentle falling notes for 1 and 2 stars. */
export const playSympathy = () =>
  play([
    { frequency: 440, at: 0, duration: 0.2 },
    { frequency: 349.23, at: 0.18, duration: 0.28 },
  ]);
