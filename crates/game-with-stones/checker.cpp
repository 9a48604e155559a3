// The checker of Game with stones, with the output validator interface of the problem package
// format (Kattis, DOMjudge, BAPCtools):
//
//     checker <input> <answer> <feedback_dir> < output
//
// Exit status 42 accepts the output, 43 rejects it, with the reason in
// <feedback_dir>/judgemessage.txt and on standard error; any other status is the checker's own
// failure. The workspace's judge runs this file, and the exported packages hold it, byte for
// byte, as their output validator: C++, since it is one of the languages every package tool
// runs.
//
// The output is read as the format's default validator reads one: tokens between white space,
// words in any case. It is `Lose`, or `Win` and a move `i k` (take k stones from pile i, from
// 1). The verdict must be the answer's, and a move must be legal, must not take the last stone
// (which loses), and must leave a position the opponent loses, by misère Nim theory (which the
// tests check against plain game-tree search).
#include <algorithm>
#include <cctype>
#include <cstdint>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <iterator>
#include <sstream>
#include <string>
#include <vector>

namespace {

const int kAccepted = 42;
const int kRejected = 43;

std::string feedback_dir;

[[noreturn]] void reject(const std::string &reason) {
  std::ofstream(feedback_dir + "/judgemessage.txt") << reason << "\n";
  std::cerr << reason << "\n";
  std::exit(kRejected);
}

[[noreturn]] void fail(const std::string &reason) {
  std::cerr << "checker: " << reason << "\n";
  std::exit(1);
}

std::string read_all(std::istream &in) {
  return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

std::vector<std::string> tokens(const std::string &text) {
  std::vector<std::string> words;
  std::string word;
  for (char c : text) {
    if (std::isspace(static_cast<unsigned char>(c))) {
      if (!word.empty()) words.push_back(word);
      word.clear();
    } else {
      word += c;
    }
  }
  if (!word.empty()) words.push_back(word);
  return words;
}

// A decimal number of at most 2^64 - 1, digits only.
bool number(const std::string &token, uint64_t &value) {
  if (token.empty() || token.size() > 20) return false;
  value = 0;
  for (char c : token) {
    if (c < '0' || c > '9') return false;
    uint64_t digit = static_cast<uint64_t>(c - '0');
    if (value > (UINT64_MAX - digit) / 10) return false;
    value = value * 10 + digit;
  }
  return true;
}

std::string lower(std::string word) {
  for (char &c : word) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return word;
}

// Misère Nim theory: the mover loses iff (no pile above 1 and an odd number of 1-piles) or
// (some pile above 1 and XOR 0).
bool misere_nim_is_losing(const std::vector<uint64_t> &piles) {
  bool small = std::all_of(piles.begin(), piles.end(), [](uint64_t s) { return s <= 1; });
  if (small) return std::count(piles.begin(), piles.end(), uint64_t(1)) % 2 == 1;
  uint64_t nim_sum = 0;
  for (uint64_t s : piles) nim_sum ^= s;
  return nim_sum == 0;
}

std::string shown(const std::vector<uint64_t> &piles) {
  std::ostringstream text;
  text << "[";
  for (size_t i = 0; i < piles.size() && i < 8; ++i) text << (i ? ", " : "") << piles[i];
  text << "]";
  if (piles.size() > 8) text << " and " << piles.size() - 8 << " more piles";
  return text.str();
}

void check_move(std::vector<uint64_t> piles, const std::vector<std::string> &out) {
  if (out.size() < 3) reject("no move `i k` after Win");
  if (out.size() > 3) reject("unexpected output after the move: `" + out[3] + "`");
  uint64_t pile = 0, take = 0;
  if (!number(out[1], pile) || !number(out[2], take)) {
    reject("move `" + out[1] + " " + out[2] + "` is not two numbers `i k`");
  }
  std::string move = out[1] + " " + out[2];
  if (pile == 0 || pile > piles.size()) reject("pile " + out[1] + " does not exist");
  uint64_t &stones = piles[pile - 1];
  if (take == 0 || take > stones) {
    reject("cannot take " + out[2] + " from pile " + out[1] + " of " + std::to_string(stones));
  }
  stones -= take;
  if (std::all_of(piles.begin(), piles.end(), [](uint64_t s) { return s == 0; })) {
    reject(move + " takes the last stone, which loses");
  }
  if (!misere_nim_is_losing(piles)) {
    reject("after " + move + " the opponent wins on " + shown(piles));
  }
}

}  // namespace

int main(int argc, char **argv) {
  if (argc < 4) fail("usage: checker <input> <answer> <feedback_dir> < output");
  std::ifstream input_file(argv[1]), answer_file(argv[2]);
  if (!input_file || !answer_file) fail("cannot read the input or the answer");
  feedback_dir = argv[3];
  std::vector<std::string> input = tokens(read_all(input_file));
  std::vector<std::string> answer = tokens(read_all(answer_file));
  std::vector<std::string> out = tokens(read_all(std::cin));
  std::vector<uint64_t> piles;
  uint64_t count = 0;
  if (input.empty() || !number(input[0], count) || count != input.size() - 1) {
    fail("the input is not `n` and n piles");
  }
  for (size_t i = 1; i < input.size(); ++i) {
    uint64_t stones = 0;
    if (!number(input[i], stones)) fail("the input has a pile that is not a number");
    piles.push_back(stones);
  }
  if (answer.empty()) fail("the answer is empty");
  std::string truth = lower(answer[0]);
  if (truth != "win" && truth != "lose") fail("the answer is neither Win nor Lose");
  if (out.empty()) reject("empty output");
  if (lower(out[0]) != truth) {
    reject("verdict `" + out[0] + "`, but the position is " + answer[0]);
  }
  if (truth == "win") {
    check_move(piles, out);
  } else if (out.size() > 1) {
    reject("unexpected output after Lose: `" + out[1] + "`");
  }
  return kAccepted;
}
