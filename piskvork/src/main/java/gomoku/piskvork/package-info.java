/**
 * The Gomocup / Piskvork brain: the engine behind the stdin/stdout text protocol that tournament
 * managers (Piskvork, GomocupJudge, Yixin-Board) speak.
 *
 * <p>Entry points: {@link gomoku.piskvork.PiskvorkMain#run()} on standard input and output (what the
 * launcher's {@code gomoku pbrain} subcommand and the {@code pbrain-gomoku} script use), or
 * {@code new PiskvorkBrain().run(reader, writer)} on any streams; {@link gomoku.piskvork.EngineFactory}
 * chooses the engine. Depends on the engine module only.
 */
package gomoku.piskvork;
